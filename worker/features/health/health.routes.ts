import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'

// Trivial on purpose: the benchmark's baseline and a load balancer's liveness probe.
export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => c.json({ data: { ok: true } }))
