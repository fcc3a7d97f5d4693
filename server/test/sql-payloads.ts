/**
 * Tests only (issue 11): SQL injection payloads, as the first attack on the product sent them
 * and more, for server/injection-everywhere.test.ts. Each is text an attacker would type into any
 * field: no NUL (refused before SQL, issue 11 item 2) and no space at either end (fields are
 * trimmed, and a payload must be findable verbatim where it is stored). Most fit in a name
 * (50 characters), so they are stored, not only refused. The time-based ones sleep
 * PG_SLEEP_SECONDS, so a payload that ran would show as an answer slower than the test allows.
 */
export const PG_SLEEP_SECONDS = 5;
const SLEEP = `pg_sleep(${PG_SLEEP_SECONDS})`;

export type PayloadKind =
  | 'tautology'
  | 'union'
  | 'stacked'
  | 'time'
  | 'boolean-blind'
  | 'error-based'
  | 'comment'
  | 'dollar-quote'
  | 'escape'
  | 'like-wildcard'
  | 'cast'
  | 'json-operator'
  | 'unicode-quote'
  | 'e-mail-shaped'
  | 'plain-quote';

export interface SqlPayload {
  kind: PayloadKind;
  text: string;
}

const payloads = (kind: PayloadKind, ...texts: string[]): SqlPayload[] => texts.map((text) => ({ kind, text }));

export const SQL_PAYLOADS: readonly SqlPayload[] = [
  ...payloads('tautology', "' OR '1'='1", "' OR 1=1 --", '" OR ""="', "') OR ('a'='a", "admin' --", '1 OR 1=1', "' OR TRUE --", "' OR 'x'='x' /*"),
  ...payloads(
    'union',
    "' UNION SELECT password_hash FROM users --",
    "' UNION ALL SELECT NULL,NULL,NULL --",
    '1 UNION SELECT email, password_hash FROM users',
    "') UNION SELECT version() --",
    "' UNION SELECT sid FROM sessions --",
  ),
  ...payloads(
    'stacked',
    "'; DROP TABLE users; --",
    "'; DELETE FROM assessments; --",
    "'; UPDATE users SET role='admin'; --",
    '1; TRUNCATE certificates CASCADE',
    "'); INSERT INTO users(email) VALUES('x'); --",
    "'; COPY users TO '/tmp/acasa-users'; --",
    "'; SET statement_timeout=1; --",
  ),
  ...payloads(
    'time',
    `'; SELECT ${SLEEP}; --`,
    `' OR ${SLEEP} IS NULL --`,
    `' || ${SLEEP} || '`,
    `1 AND 1=(SELECT 1 FROM ${SLEEP})`,
    `' AND (SELECT 1 FROM ${SLEEP})=1 --`,
    `$$; SELECT ${SLEEP}; $$`,
    `1); SELECT ${SLEEP}; --`,
  ),
  ...payloads(
    'boolean-blind',
    "' AND 1=1 --",
    "' AND 1=2 --",
    "' AND substr(version(),1,1)='P' --",
    "' AND (SELECT count(*) FROM users)>0 --",
    "' AND ascii(substr(current_user,1,1))>64 --",
  ),
  ...payloads('error-based', "' AND 1=CAST(version() AS int) --", "1' ORDER BY 99 --", "' GROUP BY id HAVING 1=1 --", "'; SELECT 1/0; --"),
  ...payloads('comment', "admin'/*", "'/**/OR/**/1=1--", "'-- -", "' #", '*/ OR 1=1 /*', "'--\nOR 1=1"),
  ...payloads('dollar-quote', '$$', '$$ OR 1=1 $$', "$t$'; DROP TABLE users; $t$", '$1', '$1; SELECT $2'),
  ...payloads('escape', "E'\\\\' OR 1=1 --", "\\'; SELECT 1; --", '\\', "E'\\x27 OR 1=1 --", "\\'' OR 1=1 --"),
  ...payloads('like-wildcard', '%', '_', '%%', 'a%b_c', '\\%', "%' OR email LIKE '%"),
  ...payloads('cast', "'::text", '1::int', "'||(SELECT email FROM users LIMIT 1)::text||'", "CAST('1' AS integer)"),
  ...payloads('json-operator', "'->>'email", "' OR input->>'age' IS NOT NULL --", '{"$gt": ""}', "'#>>'{a,b}", "' ? 'a"),
  ...payloads('unicode-quote', 'ʼ OR ʼ1ʼ=ʼ1', '’ OR ’1’=’1', '＇ OR 1=1 --', '‘; DROP TABLE users; --', '″ OR ″″=″'),
  ...payloads('e-mail-shaped', "admin'--@example.com", "x'or'1@example.com"),
  ...payloads('plain-quote', "Popescu' --", "O'Brien", "'''", ';'),
];
