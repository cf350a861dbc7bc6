// REST paths for staff operations on the platform itself (spec: staff tools).
import { DeadLetterJob, listDeadLetters } from '../modules/health/dead-letters.js';
import { defineRoute } from './route.js';

const tag = 'Staff';

export const adminRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/jobs/dead-letters',
    operationId: 'listDeadLetterJobs',
    tag,
    access: ['ROLE_ADMIN'],
    summary: 'Background jobs whose retries ran out, newest first (at most 100): queue, job id, attempts, last error',
    response: { type: DeadLetterJob, list: true },
    handler: ({ ctx }) => listDeadLetters(ctx),
  }),
];
