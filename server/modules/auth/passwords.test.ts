import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords';

describe('isCommonPassword', () => {
  it.each(['Password1!', 'P@ssw0rd', 'Qwerty123!', 'Football2026?', 'Iloveyou!1', 'Sunshine@99'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });
  it.each(['Cluj-Napoca-2026!', 'Munich&Sibiu9', 'Tr4nsylv@nia!Home', 'Xk9#Tq!zLm2'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
