import { configure } from '@testing-library/react';

// Screens with several queries settle slowly on a shared CI machine: wait up to 5 s for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });
