import { Bug } from '../src/traceModel';

export const FILE = '/tmp/work/lost_update.c';

/** A lost update as braid reports it: both workers read 0, both write 1, main's assertion fails. */
export function lostUpdate(): Bug {
  const loc = (line: number, fn: string, column = 1) => ({ file: FILE, line, column, function: fn });
  return {
    id: 0,
    kind: 'assertion',
    message: 'assertion `counter == 2` failed in thread 0',
    location: loc(6, 'main', 29),
    thread: 0,
    trace: {
      schedule: [0, 0, 1, 2, 1, 2, 0, 0, 0],
      steps: [
        { step: 0, thread: 0, op: 'create', object: 'thread 1', value: null, text: 'create thread 1', location: loc(5, 'main'), source: 'pthread_create(&a, 0, worker, 0);' },
        { step: 1, thread: 0, op: 'create', object: 'thread 2', value: null, text: 'create thread 2', location: loc(5, 'main'), source: 'pthread_create(&b, 0, worker, 0);' },
        { step: 2, thread: 1, op: 'read', object: 'counter', value: 0, text: 'read counter = 0', location: loc(4, 'worker'), source: 'int tmp = counter;' },
        { step: 3, thread: 2, op: 'read', object: 'counter', value: 0, text: 'read counter = 0', location: loc(4, 'worker'), source: 'int tmp = counter;' },
        { step: 4, thread: 1, op: 'write', object: 'counter', value: 1, text: 'write counter = 1', location: loc(4, 'worker'), source: 'counter = tmp + 1;' },
        { step: 5, thread: 1, op: 'exit', object: null, value: null, text: 'exit', location: loc(4, 'worker'), source: 'return 0;' },
        { step: 6, thread: 2, op: 'write', object: 'counter', value: 1, text: 'write counter = 1', location: loc(4, 'worker'), source: 'counter = tmp + 1;' },
        { step: 7, thread: 2, op: 'exit', object: null, value: null, text: 'exit', location: loc(4, 'worker'), source: 'return 0;' },
        { step: 8, thread: 0, op: 'join', object: 'thread 1', value: null, text: 'join thread 1', location: loc(6, 'main'), source: 'pthread_join(a, 0);' },
        { step: 9, thread: 0, op: 'join', object: 'thread 2', value: null, text: 'join thread 2', location: loc(6, 'main'), source: 'pthread_join(b, 0);' },
        { step: 10, thread: 0, op: 'read', object: 'counter', value: 1, text: 'read counter = 1', location: loc(6, 'main'), source: 'assert(counter == 2);' },
        { step: 11, thread: 0, op: 'fail', object: null, value: null, text: 'fail', location: loc(6, 'main', 29), source: 'assert(counter == 2);' },
      ],
      output: '',
    },
  };
}
