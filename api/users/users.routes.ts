import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';

export function usersRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}
