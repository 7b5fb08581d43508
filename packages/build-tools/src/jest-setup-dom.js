require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy*/waitFor give a screen 5 s instead of 1 s to show what it awaits: a page that answers in a
// few milliseconds here may take seconds when the machine runs the API tests and browsers beside it.
// A screen that never shows it still fails, only later.
configure({ asyncUtilTimeout: 5000 });
