import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  contract,
  languageOfHeader,
  CV_MAX_BYTES,
  ENQUIRY_PHOTO_LIMIT,
  ENQUIRY_PHOTO_MAX_BYTES,
  type MessageCode,
  type SubmissionReceipt,
} from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { mailLanguageOf } from '../auth/mail-language';
import { CatalogService } from '../catalog/catalog.service';
import { ApiException, issueOf, refusal, sentence } from '../errors/error-body';
import { DOC, DOCX } from '../files/content-type';
import { type AcceptedUpload, FilesService } from '../files/files.service';
import type { UploadPolicy } from '../files/upload-inspection';
import { UploadInterceptor, uploadedFiles } from '../files/upload.interceptor';
import type { MailLanguage } from '../users/user.schema';
import { PlannerService } from '../planner/planner.service';
import { SubmissionsService } from './submissions.service';

/** The CV: a PDF, DOC or DOCX of at most 5 MB, never served publicly. */
const resumePolicy: UploadPolicy = {
  accept: ['application/pdf', DOC, DOCX],
  maxBytes: CV_MAX_BYTES,
  private: true,
  typeCode: 'cvType',
  sizeCode: 'cvSize',
};

/**
 * Enquiry photos: JPEG, PNG or WebP of at most 10 MB, re-encoded. Private as well: they show someone's
 * home or business, and the admin panel is their only reader (docs/decisions/041-uploads.md).
 */
const photoPolicy: UploadPolicy = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: ENQUIRY_PHOTO_MAX_BYTES,
  private: true,
  typeCode: 'photoType',
  sizeCode: 'photoSize',
};

type Caller = Request & { user?: AuthUser };

/** `201` with the product rules' `success` and `message`, the message's code, and the stored request. */
function submitted(data: SubmissionReceipt['data'], code: MessageCode) {
  const { body } = sentence(201, code);
  return { status: 201 as const, body: { ...body, success: true as const, data } };
}

function languageOf(req: Caller): MailLanguage {
  return mailLanguageOf(req.headers['accept-language']) ?? 'en';
}

function fullName(user: AuthUser): string {
  return `${user.username} ${user.lastname}`.trim();
}

/**
 * The enquiry forms of the contract. Each multipart route has its own handler, because each has its own
 * upload interceptor (which must run before ts-rest validates the text fields it parses).
 */
@Controller()
export class EnquiriesController {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly files: FilesService,
    private readonly catalog: CatalogService,
    private readonly planner: PlannerService,
  ) {}

  @TsRestHandler(contract.enquiries.applyForJob)
  @UseInterceptors(
    UploadInterceptor({
      name: 'resume',
      maxCount: 1,
      maxBytes: CV_MAX_BYTES,
      tooLarge: 'cvSize',
      tooMany: 'tooManyFiles',
    }),
  )
  applyForJob(@Req() req: Caller) {
    return tsRestHandler(contract.enquiries.applyForJob, async ({ body }) => {
      const [resume] = uploadedFiles(req);
      if (!resume) throw new ApiException(400, 'required', undefined, [issueOf('resume', 'required')]);
      const upload = await this.files.accept(resume, 'resume', resumePolicy, req);
      const receipt = await this.submissions.receive({
        kind: 'application',
        clientAddress: req.ip,
        fields: body,
        sender: { name: body.fullName, email: body.email, phone: body.phone },
        language: languageOf(req),
        user: req.user,
        uploads: [upload],
      });
      return submitted(receipt, 'applicationSubmitted');
    });
  }

  @TsRestHandler(contract.enquiries.getInTouch)
  getInTouch(@Req() req: Caller) {
    return tsRestHandler(contract.enquiries.getInTouch, async ({ body }) => {
      const receipt = await this.submissions.receive({
        kind: 'contact',
        clientAddress: req.ip,
        fields: body,
        sender: { name: body.name, email: body.email, phone: body.mobile },
        language: languageOf(req),
        user: req.user,
      });
      return submitted(receipt, 'contactReceived');
    });
  }

  @TsRestHandler(contract.enquiries.requestCustomization)
  requestCustomization(@Req() req: Caller) {
    return tsRestHandler(contract.enquiries.requestCustomization, async ({ body }) => {
      // The access guard has checked the token: this route is for signed-in customers only.
      const user = req.user as AuthUser;
      const receipt = await this.submissions.receive({
        kind: 'customization',
        fields: body,
        sender: { name: fullName(user), email: user.email },
        language: languageOf(req),
        user,
      });
      return submitted(receipt, 'customizationReceived');
    });
  }

  @TsRestHandler(contract.enquiries.requestProductCustomization)
  requestProductCustomization(@Req() req: Caller) {
    return tsRestHandler(contract.enquiries.requestProductCustomization, async ({ body }) => {
      const user = req.user as AuthUser;
      const product = body.productId ? await this.catalog.getProductById(body.productId) : undefined;
      if (body.productId && !product) return refusal(404, 'productNotFound');
      const receipt = await this.submissions.receive({
        kind: 'productCustomization',
        fields: body,
        sender: { name: fullName(user), email: user.email },
        language: languageOf(req),
        user,
        productName: product?.name,
        productNameAr: product ? (await this.catalog.getProductById(product._id, 'ar'))?.name : undefined,
      });
      return submitted(receipt, 'customizationReceived');
    });
  }

  @TsRestHandler(contract.enquiries.submitEnquiry)
  @UseInterceptors(
    UploadInterceptor({
      name: 'image',
      maxCount: ENQUIRY_PHOTO_LIMIT,
      maxBytes: ENQUIRY_PHOTO_MAX_BYTES,
      tooLarge: 'photoSize',
      tooMany: 'photoLimit',
    }),
  )
  submitEnquiry(@Req() req: Caller) {
    return tsRestHandler(contract.enquiries.submitEnquiry, async ({ body }) => {
      // The cheap check first: an unknown service is refused before any photo is decoded.
      const service = body.serviceId ? await this.catalog.getService(body.serviceId) : undefined;
      if (body.serviceId && !service) return refusal(404, 'serviceNotFound');
      // A plan sent from the planner travels with the enquiry, so the team sees what the visitor saw.
      if (body.planId && !(await this.planner.getEstimate(body.planId))) {
        return refusal(404, 'plannerEstimateNotFound');
      }
      const uploads: AcceptedUpload[] = [];
      // One photo at a time: decoding five large images at once would take five times the memory.
      for (const photo of uploadedFiles(req))
        uploads.push(await this.files.accept(photo, 'image', photoPolicy, req));
      const receipt = await this.submissions.receive({
        kind: 'enquiry',
        clientAddress: req.ip,
        fields: body,
        sender: { name: body.fullName, email: body.email, phone: body.phone },
        language: languageOf(req),
        user: req.user,
        serviceName: service?.name,
        serviceNameAr: service ? (await this.catalog.getService(service._id, 'ar'))?.name : undefined,
        uploads,
      });
      return submitted(receipt, 'enquiryReceived');
    });
  }

  @TsRestHandler(contract.enquiries.listMySubmissions)
  listMySubmissions(@Req() req: Caller) {
    return tsRestHandler(contract.enquiries.listMySubmissions, async ({ query }) => ({
      status: 200,
      body: await this.submissions.listMine(
        (req.user as AuthUser).id,
        query,
        languageOfHeader(req.headers['accept-language']),
      ),
    }));
  }
}
