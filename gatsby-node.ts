import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { planBasePages } from './src/build/pages';
import { tenantFromEnv } from './src/config/tenants';

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const tenant = tenantFromEnv(process.env.TENANT);
  const plans = planBasePages(tenant.id);
  for (const plan of plans) {
    actions.createPage({
      path: plan.path,
      matchPath: plan.matchPath,
      component: path.resolve(`src/templates/${plan.template}.tsx`),
      context: plan.context,
    });
  }
  reporter.info(`Planned ${plans.length} pages for tenant "${tenant.id}"`);
};
