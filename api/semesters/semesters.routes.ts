import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';

export function semestersRoutes(deps: AppDeps) {
  void deps;
  return new Hono<AppEnv>();
}
