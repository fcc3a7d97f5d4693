/**
 * The social networks the operator may name a page on (ADR 069). Plain data, apart from the
 * site-info schema: the footer is part of every page's first script, which must not carry zod
 * (issue 13's 130 KB budget; zod loads with the first page that builds a schema).
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
