// aws-local-stepfunctions uses Promise.withResolvers, which Node 20 lacks (Node 22 has it).
type Resolvers<T> = { promise: Promise<T>; resolve: (value: T | PromiseLike<T>) => void; reject: (reason?: unknown) => void };

const promiseConstructor = Promise as PromiseConstructor & { withResolvers?: <T>() => Resolvers<T> };

if (typeof promiseConstructor.withResolvers !== 'function') {
  promiseConstructor.withResolvers = function withResolvers<T>(): Resolvers<T> {
    let resolve!: Resolvers<T>['resolve'];
    let reject!: Resolvers<T>['reject'];
    const promise = new Promise<T>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    return { promise, resolve, reject };
  };
}

export {};
