/**
 * Dependency order of a country's steps: Kahn's algorithm, ties broken by the step's `order`, so
 * the result is deterministic. A cycle or a dependency on a missing key is a data error: both are
 * reported by name (the data test and the plan use the same check).
 */
export interface OrderableStep {
  key: string;
  order: number;
  dependsOn: readonly string[];
}

export function findDependencyProblems(steps: readonly OrderableStep[]): string[] {
  const keys = new Set(steps.map((step) => step.key));
  const problems: string[] = [];
  if (keys.size !== steps.length) problems.push('duplicate step keys');
  for (const step of steps) {
    for (const dependency of step.dependsOn) {
      if (!keys.has(dependency)) problems.push(`${step.key} depends on missing ${dependency}`);
      if (dependency === step.key) problems.push(`${step.key} depends on itself`);
    }
  }
  if (problems.length === 0 && orderOrNull(steps) === null) problems.push('the dependencies form a cycle');
  return problems;
}

function orderOrNull<T extends OrderableStep>(steps: readonly T[]): T[] | null {
  const waitingOn = new Map(steps.map((step) => [step.key, new Set(step.dependsOn)]));
  const ordered: T[] = [];
  const left = [...steps].sort((a, b) => a.order - b.order);
  while (left.length > 0) {
    const index = left.findIndex((step) => waitingOn.get(step.key)!.size === 0);
    if (index === -1) return null;
    const [next] = left.splice(index, 1);
    ordered.push(next);
    for (const pending of waitingOn.values()) pending.delete(next.key);
  }
  return ordered;
}

/** The steps so that each comes after everything it depends on; throws on bad data. */
export function dependencyOrder<T extends OrderableStep>(steps: readonly T[]): T[] {
  const problems = findDependencyProblems(steps);
  if (problems.length > 0) throw new Error(`buying steps: ${problems.join('; ')}`);
  return orderOrNull(steps)!;
}

/** Every key that depends, directly or not, on `key`. */
export function dependantsOf(steps: readonly OrderableStep[], key: string): Set<string> {
  const found = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const step of steps) {
      if (!found.has(step.key) && step.dependsOn.some((dependency) => dependency === key || found.has(dependency))) {
        found.add(step.key);
        grew = true;
      }
    }
  }
  return found;
}
