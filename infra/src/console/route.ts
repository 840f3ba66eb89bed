import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Actor } from './audit';
import type { Permission } from './roles';
import type { SessionRow } from './sessions';
import type { StaffRow } from './staff';

/**
 * Who may call a route:
 * - `public`: anyone (sign-in);
 * - `pending`: a session after the password, before or after the second factor (TOTP, enrolment, me, sign-out);
 * - `signed_in`: a full session, even one that must still change its one-time password;
 * - a permission: a full session whose password is changed and whose role has the permission (roles.ts).
 */
export type Access = 'public' | 'pending' | 'signed_in' | Permission;

export interface RouteContext<B, Q> {
  db: Db;
  config: Config;
  req: FastifyRequest;
  reply: FastifyReply;
  now: number;
  body: B;
  query: Q;
  params: Record<string, string>;
  /** the session's token (from the cookie), its row and its staff member; absent on `public` routes */
  token: string;
  session: SessionRow | null;
  staff: StaffRow | null;
  /** who acts, for the audit row */
  actor: Actor;
}

export interface ConsoleRoute<B = unknown, Q = unknown> {
  method: 'GET' | 'POST';
  /** below CONSOLE_PREFIX, Fastify syntax (`/staff/:id/disable`) */
  path: string;
  access: Access;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** bytes a body may hold (default: the listener's 16 KiB); content and analytics need more */
  bodyLimit?: number;
  handle(ctx: RouteContext<B, Q>): Promise<unknown>;
}

/** Declares a route with its body and query types inferred from its schemas. */
export function route<B = unknown, Q = unknown>(r: ConsoleRoute<B, Q>): ConsoleRoute<B, Q> {
  return r;
}
