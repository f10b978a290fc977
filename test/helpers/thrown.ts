/** The error a call throws (or a promise rejects with), checked to be of the expected class. */
import * as assert from 'uvu/assert';

type ErrorClass<E extends Error> = abstract new (...args: any[]) => E;

const nothingThrown = (kind: ErrorClass<Error>, what: string) =>
  new assert.Assertion({ message: `${what} should have failed`, operator: 'throws', expects: kind.name, actual: 'no error' });

/** What `run` throws, which must be a `kind`; the test fails when it throws nothing. */
export function thrown<E extends Error>(kind: ErrorClass<E>, run: () => unknown, what = 'the call'): E {
  try {
    run();
  } catch (error) {
    assert.instance(error, kind);
    return error as E;
  }
  throw nothingThrown(kind, what);
}

/** What `promise` rejects with, which must be a `kind`; the test fails when it resolves. */
export async function rejection<E extends Error>(kind: ErrorClass<E>, promise: Promise<unknown>, what = 'the call'): Promise<E> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, kind);
    return error as E;
  }
  throw nothingThrown(kind, what);
}
