import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, satisfies } from './version';

describe('satisfies', () => {
  it('caret allows minor and patch within the major', () => {
    expect(satisfies('1.4.2', '^1.0.0')).toBe(true);
    expect(satisfies('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfies('0.9.0', '^1.0.0')).toBe(false);
  });
  it('caret on 0.x pins the minor', () => {
    expect(satisfies('0.2.5', '^0.2.0')).toBe(true);
    expect(satisfies('0.3.0', '^0.2.0')).toBe(false);
  });
  it('tilde allows only patches', () => {
    expect(satisfies('1.2.9', '~1.2.0')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.0')).toBe(false);
  });
  it('supports comparator sets and alternatives', () => {
    expect(satisfies('1.5.0', '>=1.0.0 <2.0.0')).toBe(true);
    expect(satisfies('3.0.0', '^1.0.0 || ^3.0.0')).toBe(true);
    expect(satisfies('1.0.0', '1.0.0')).toBe(true);
  });
  it('refuses garbage', () => {
    expect(satisfies('1.0.0', '')).toBe(false);
    expect(satisfies('1.0.0', 'latest')).toBe(false);
    expect(satisfies('x', '^1.0.0')).toBe(false);
  });
  it('the current contract satisfies its own major', () => {
    expect(satisfies(CONTRACT_VERSION, `^${CONTRACT_VERSION.split('.')[0]}.0.0`)).toBe(true);
  });
});
