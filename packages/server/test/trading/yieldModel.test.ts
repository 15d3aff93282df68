import { describe, expect, it } from 'vitest';
import { slopeLoading, stepYields, type ModelBond } from '../../src/simulator/yieldModel';
import { createSeededRandom } from '../../src/universe/seededRandom';

function simulate(bonds: ModelBond[], steps: number, seed: number): number[][] {
  const random = createSeededRandom(seed);
  const paths: number[][] = [bonds.map((bond) => bond.marketYield)];
  let current = bonds;
  for (let step = 0; step < steps; step += 1) {
    const next = stepYields(current, random);
    paths.push(next);
    current = current.map((bond, index) => ({ ...bond, marketYield: next[index]! }));
  }
  return paths;
}

describe('the simulator yield model', () => {
  it('reverts to the reference yield', () => {
    const paths = simulate([{ tenorYears: 5, referenceYield: 7, marketYield: 7.5 }], 200, 1);
    const late = paths.slice(100).map((path) => path[0]!);
    const average = late.reduce((sum, value) => sum + value, 0) / late.length;
    expect(Math.abs(average - 7)).toBeLessThan(0.1);
  });

  it('moves neighbouring tenors together and twists the ends of the curve', () => {
    const bonds = [1, 2, 28, 30].map((tenorYears) => ({ tenorYears, referenceYield: 7, marketYield: 7 }));
    const paths = simulate(bonds, 400, 2);
    const changes = (index: number) =>
      paths.slice(1).map((path, step) => path[index]! - paths[step]![index]!);
    const correlation = (first: number[], second: number[]) => {
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      const [meanFirst, meanSecond] = [mean(first), mean(second)];
      let covariance = 0;
      let varianceFirst = 0;
      let varianceSecond = 0;
      first.forEach((value, index) => {
        covariance += (value - meanFirst) * (second[index]! - meanSecond);
        varianceFirst += (value - meanFirst) ** 2;
        varianceSecond += (second[index]! - meanSecond) ** 2;
      });
      return covariance / Math.sqrt(varianceFirst * varianceSecond);
    };
    const nearShort = correlation(changes(0), changes(1));
    const shortLong = correlation(changes(0), changes(3));
    expect(nearShort).toBeGreaterThan(0.8);
    expect(shortLong).toBeLessThan(nearShort);
    expect(slopeLoading(1)).toBeLessThan(0);
    expect(slopeLoading(30)).toBe(1);
  });
});
