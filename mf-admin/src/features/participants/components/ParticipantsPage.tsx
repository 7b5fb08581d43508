import { UnderConstruction } from '@inpro/ui';

export function ParticipantsPage() {
  return <UnderConstruction title="Participantes" />;
}
