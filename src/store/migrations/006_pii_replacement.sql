-- How detected names reach the provider: as tags (<PERSON_1>, the default) or as realistic Polish
-- pseudonyms declined like the originals; and whether tag mode tells the model each tag's gender.
ALTER TABLE pii_settings
  ADD COLUMN replacement text NOT NULL DEFAULT 'tags' CHECK (replacement IN ('tags', 'pseudonyms')),
  ADD COLUMN tag_gender_hint boolean NOT NULL DEFAULT false;
