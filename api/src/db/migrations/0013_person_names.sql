-- Issue 26, item 12: given names and surnames are stored as the person writes them, never split
-- from the full name by spaces; a title such as "Dra." is the honorific, not a name.
ALTER TABLE users ADD COLUMN honorific text NOT NULL DEFAULT '';

-- Accounts whose names were never entered separately: a leading academic title of the full name
-- is their honorific (recognised from a closed list, not guessed). Their given names and surnames
-- stay unknown (null) until the person writes them in the profile.
UPDATE users
   SET honorific = substring(full_name FROM '^(Dra\.|Dr\.|Mg\.|Mtra\.|Mtro\.|Abog\.|Lic\.|Ing\.|PhD\.)\s')
 WHERE first_name IS NULL AND last_name IS NULL
   AND full_name ~ '^(Dra\.|Dr\.|Mg\.|Mtra\.|Mtro\.|Abog\.|Lic\.|Ing\.|PhD\.)\s';

-- The registration form asks for given names and surnames separately: an account waiting for its
-- e-mail confirmation keeps them as entered.
ALTER TABLE registration_confirmations ADD COLUMN first_name text;
ALTER TABLE registration_confirmations ADD COLUMN last_name text;
