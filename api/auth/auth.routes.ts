import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';

export function publicAuthRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}

export function sessionRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}
