import { Controller, Req, Res, StreamableFile } from '@nestjs/common';
import { contract, shopDateOf, type SubmissionKind } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { ClockService } from '../clock/clock.service';
import { csvAttachment } from '../common/csv';
import { csvFile } from '../common/csv-file';
import { ApiException, sentence } from '../errors/error-body';
import { FilesService } from '../files/files.service';
import { UsersService } from '../users/users.service';
import { attachmentDisposition } from './attachment';
import { SubmissionPipelineService } from './submission-pipeline.service';

type Caller = Request & { user?: AuthUser };

/** File names of the exports: what and from when, e.g. `enquiry-requests-2026-11-24.csv`. */
function exportName(kind: SubmissionKind, now: Date): string {
  return `${kind}-requests-${shopDateOf(now)}.csv`;
}

/**
 * The admin's pipelines (contract `pipelines`, every route `adminOnly`: AccessGuard answers 401/403 before
 * any handler runs, and marks the answers `no-store`).
 */
@Controller()
export class EnquiriesAdminController {
  constructor(
    private readonly pipeline: SubmissionPipelineService,
    private readonly users: UsersService,
    private readonly files: FilesService,
    private readonly clock: ClockService,
  ) {}

  @TsRestHandler(contract.pipelines.listAdmins)
  listAdmins() {
    return tsRestHandler(contract.pipelines.listAdmins, async () => ({
      status: 200,
      body: { data: await this.users.listAdmins() },
    }));
  }

  @TsRestHandler(contract.pipelines.listSubmissions)
  listSubmissions() {
    return tsRestHandler(contract.pipelines.listSubmissions, async ({ params, query }) => ({
      status: 200,
      body: await this.pipeline.list(params.kind, query),
    }));
  }

  /**
   * The export goes out as it is read (docs/decisions/270-csv-exports-for-spreadsheets.md), typed by the
   * contract; a failure once rows are on their way cuts the answer off (csvFile).
   */
  @TsRestHandler(contract.pipelines.exportSubmissions)
  exportSubmissions(@Res({ passthrough: true }) res: Response) {
    return tsRestHandler(contract.pipelines.exportSubmissions, async ({ params, query }) => {
      const csv = await this.pipeline.exportCsv(params.kind, query);
      res.setHeader(
        'content-disposition',
        csvAttachment(exportName(params.kind, new Date(this.clock.now()))),
      );
      return { status: 200, body: csvFile(csv) };
    });
  }

  @TsRestHandler(contract.pipelines.getSubmission)
  getSubmission() {
    return tsRestHandler(contract.pipelines.getSubmission, async ({ params }) => ({
      status: 200,
      body: { data: await this.pipeline.get(params.id) },
    }));
  }

  @TsRestHandler(contract.pipelines.changeSubmissionStatus)
  changeSubmissionStatus(@Req() req: Caller) {
    return tsRestHandler(contract.pipelines.changeSubmissionStatus, async ({ params, body }) => {
      const data = await this.pipeline.changeStatus(params.id, body.status, req.user as AuthUser);
      return { status: 200, body: { ...sentence(200, 'submissionStatusChanged').body, data } };
    });
  }

  @TsRestHandler(contract.pipelines.addSubmissionNote)
  addSubmissionNote(@Req() req: Caller) {
    return tsRestHandler(contract.pipelines.addSubmissionNote, async ({ params, body }) => {
      const data = await this.pipeline.addNote(params.id, body.text, req.user as AuthUser);
      return { status: 201, body: { ...sentence(201, 'submissionNoteAdded').body, data } };
    });
  }

  @TsRestHandler(contract.pipelines.assignSubmission)
  assignSubmission(@Req() req: Caller) {
    return tsRestHandler(contract.pipelines.assignSubmission, async ({ params, body }) => {
      const data = await this.pipeline.assign(params.id, body.assigneeId, req.user as AuthUser);
      return { status: 200, body: { ...sentence(200, 'submissionAssigned').body, data } };
    });
  }

  @TsRestHandler(contract.pipelines.deleteSubmission)
  deleteSubmission(@Req() req: Caller) {
    return tsRestHandler(contract.pipelines.deleteSubmission, async ({ params }) => {
      await this.pipeline.remove(params.id, params.kind, req.user as AuthUser);
      return sentence(200, 'submissionDeleted');
    });
  }

  /**
   * A CV or photo as an attachment, typed application/octet-stream so no browser renders it: a PDF
   * may carry what the upload checks cannot see (docs/decisions/041-uploads.md).
   */
  @TsRestHandler(contract.pipelines.downloadSubmissionFile)
  downloadSubmissionFile(@Res({ passthrough: true }) res: Response) {
    return tsRestHandler(contract.pipelines.downloadSubmissionFile, async ({ params }) => {
      const file = await this.pipeline.fileOf(params.id, params.fileId);
      const stored = file ? await this.files.find(params.fileId) : undefined;
      if (!file || !stored) throw new ApiException(404, 'fileNotFound');
      res.setHeader('content-disposition', attachmentDisposition(file.name, file.contentType));
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-length', String(stored.length));
      return { status: 200, body: new StreamableFile(this.files.openDownload(params.fileId)) };
    });
  }
}
