import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRange } from './pagination';

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(100_000, 20)).toBe(5000);
  });

  it('survives nonsense', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(Number.NaN, 20)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1..pageCount', () => {
    expect(clampPage(0, 50, 20)).toBe(1);
    expect(clampPage(2, 50, 20)).toBe(2);
    expect(clampPage(9, 50, 20)).toBe(3);
    expect(clampPage(4, 0, 20)).toBe(1);
  });
});

describe('pageRange', () => {
  it('gives the first and last positions shown', () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 20, 5)).toEqual({ from: 1, to: 5 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
  });
});
