-- The password of privacy `password` (scrypt, as user passwords); null when none is set.
ALTER TABLE "videos" ADD COLUMN "privacy_password_hash" text;
