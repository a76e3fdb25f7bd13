-- A hub's trusted link domains: its broadcasts' short links (/r/{code}) to these hosts redirect at
-- once; links elsewhere show a "this link leads to" page first (redirect.routes.ts).
ALTER TABLE "hubs" ADD COLUMN "trusted_link_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;