-- The last TOTP time step a user signed in with: a code is accepted once (two-factor.service.ts).
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;