import type { Profile } from '@inpro/shared-contracts';
import { useFormDraft, type FormDraft } from '@inpro/ui/drafts';

/** What of the profile form a draft keeps: the person's data, never a password. */
export type ProfileDraft = Pick<Profile, 'honorific' | 'firstName' | 'lastName'> & { phone: string };

const FIELDS = ['honorific', 'firstName', 'lastName', 'phone'] as const;

/** The profile's changes kept on the device while they differ from the saved profile. */
export function useProfileDraft(profile: Profile, values: ProfileDraft, restore: (draft: ProfileDraft) => void): FormDraft {
  return useFormDraft({
    form: 'profile',
    values,
    pick: (v) => {
      const saved: ProfileDraft = {
        honorific: profile.honorific,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone ?? '',
      };
      const draft: ProfileDraft = { honorific: v.honorific, firstName: v.firstName, lastName: v.lastName, phone: v.phone };
      return FIELDS.some((field) => draft[field] !== saved[field]) ? draft : null;
    },
    restore,
  });
}
