import { describe, expect, it } from 'vitest';
import { convertOdds, formatOdds, isOddsFormat } from './odds';

describe('odds formats', () => {
  it('decimal and Hong Kong', () => {
    expect(formatOdds(1.95, 'decimal')).toBe('1.95');
    expect(formatOdds(1.95, 'hk')).toBe('0.95');
    expect(formatOdds(3.4, 'hk')).toBe('2.40');
    expect(formatOdds(1.01, 'hk')).toBe('0.01');
  });

  it('Malay: positive up to even money, negative above it', () => {
    expect(formatOdds(1.8, 'malay')).toBe('0.80');
    expect(formatOdds(2, 'malay')).toBe('1.00');
    expect(formatOdds(2.5, 'malay')).toBe('-0.67');
    expect(formatOdds(3, 'malay')).toBe('-0.50');
    expect(convertOdds(2.05, 'malay')).toBe(-0.95);
  });

  it('Indonesian: negative below even money, positive from it', () => {
    expect(formatOdds(1.5, 'indo')).toBe('-2.00');
    expect(formatOdds(1.8, 'indo')).toBe('-1.25');
    expect(formatOdds(2, 'indo')).toBe('1.00');
    expect(formatOdds(2.75, 'indo')).toBe('1.75');
    expect(convertOdds(1.95, 'indo')).toBe(-1.05);
  });

  it('American: +100 × net from even money, −100 / net below', () => {
    expect(formatOdds(2.5, 'american')).toBe('+150');
    expect(formatOdds(2, 'american')).toBe('+100');
    expect(formatOdds(1.5, 'american')).toBe('-200');
    expect(formatOdds(1.91, 'american')).toBe('-110');
  });

  it('rounds half away from zero', () => {
    expect(formatOdds(1.005, 'decimal')).toBe('1.01');
    expect(formatOdds(1.125, 'hk')).toBe('0.13');
    expect(convertOdds(1.7, 'malay')).toBe(0.7);
  });

  it('knows its formats', () => {
    expect(isOddsFormat('malay')).toBe(true);
    expect(isOddsFormat('fractional')).toBe(false);
    expect(isOddsFormat(null)).toBe(false);
  });
});
