import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries `Bearer <token>`; compared in constant time. */
export function createBearerCheck(token: string) {
  const expected = digest(token);
  return (authorization: string | undefined): boolean => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return match !== null && timingSafeEqual(digest(match[1]), expected);
  };
}
