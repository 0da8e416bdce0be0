import { route } from '@react-router/dev/routes';
import { pipelineSections } from '#app/routes/admin-panel/pipelines/sections';

/**
 * The routes of every pipeline section under /admin-panel: the list, its CSV export, a record, and a
 * record's file. One module each, shared by the sections (each route gets an id of its own).
 */
export function pipelineRoutes() {
  return pipelineSections.flatMap(({ path }) => [
    route(path, 'routes/admin-panel/pipelines/list.tsx', { id: `pipeline-${path}` }),
    route(`${path}/export.csv`, 'routes/admin-panel/pipelines/export.ts', { id: `pipeline-${path}-export` }),
    route(`${path}/:id`, 'routes/admin-panel/pipelines/record.tsx', { id: `pipeline-${path}-record` }),
    route(`${path}/:id/files/:fileId`, 'routes/admin-panel/pipelines/file.ts', {
      id: `pipeline-${path}-file`,
    }),
  ]);
}
