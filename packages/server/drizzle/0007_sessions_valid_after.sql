-- Access tokens issued before this moment are refused (password reset, "Sign out everywhere").
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;
