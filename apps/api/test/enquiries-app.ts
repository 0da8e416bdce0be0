import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { SubmissionsService } from '../src/enquiries/submissions.service';
import { type AccountsApp, bearer, newRegistration, nextVisitorAddress, startAccountsApp } from './auth-app';
import { multipart, type Part } from './support/uploads';

export interface EnquiriesApp extends AccountsApp {
  serviceId: string;
  productId: string;
  /** Counts of what the forms store: requests, GridFS files and their chunks. */
  stored(): Promise<{ submissions: number; files: number; chunks: number }>;
  /** Raw multipart POST, as a crafted client (or a browser) sends it. */
  post(path: string, parts: Part[], headers?: Record<string, string>): Promise<Response>;
  /** A signed-in customer's token. */
  customer(): Promise<{ token: string; email: string }>;
  /** Waits for the mails sent in the background. */
  mailed(): Promise<void>;
}

/** The API with its outbox, one service ("Institutional") and one product to enquire about. */
export async function startEnquiriesApp(): Promise<EnquiriesApp> {
  const api = await startAccountsApp();
  const repository = api.app.get(CatalogRepository);
  const serviceId = new Types.ObjectId();
  const categoryId = new Types.ObjectId();
  const productId = new Types.ObjectId();
  await repository.createServices([
    {
      _id: serviceId,
      name: 'Institutional',
      nameAr: 'المؤسسات',
      slug: 'institutional',
      description: 'Farms for schools',
      descriptionAr: '',
      subdescription: '',
      subdescriptionAr: '',
      subHeading: '',
      subHeadingAr: '',
      image: [],
      video: [],
      position: 1,
    },
  ]);
  await repository.createCategories([
    { _id: categoryId, serviceId, name: 'Kits', slug: 'kits', description: 'Kits' } as never,
  ]);
  await repository.createProducts([
    {
      _id: productId,
      categoryId,
      name: 'Balcony Tower',
      nameAr: 'برج الشرفة',
      slug: 'balcony-tower',
      description: 'A tower',
      descriptionAr: '',
      images: [],
      offer: '',
      offerAr: '',
      uspAr: [],
      price: 100,
      discountedPrice: 90,
      stock: 3,
      usp: [],
    },
  ]);
  const db = () => api.app.get<Connection>(getConnectionToken()).db!;
  let customers = 0;
  return {
    ...api,
    serviceId: String(serviceId),
    productId: String(productId),
    async stored() {
      const [submissions, files, chunks] = await Promise.all([
        db().collection('submissions').countDocuments(),
        db().collection('files.files').countDocuments(),
        db().collection('files.chunks').countDocuments(),
      ]);
      return { submissions, files, chunks };
    },
    post(path, parts, headers = {}) {
      const { body, contentType } = multipart(parts);
      return fetch(`${api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': nextVisitorAddress(), ...headers },
        body: new Uint8Array(body),
      });
    },
    async customer() {
      customers += 1;
      const registration = newRegistration(`enquirer${customers}`);
      expect((await api.client.auth.signup({ body: registration })).status).toBe(201);
      const code = await api.outbox.nextCode(registration.email, 0);
      await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
      const signin = await api.client.auth.signin({
        body: { email: registration.email, password: registration.password },
      });
      if (signin.status !== 200) throw new Error(`signin answered ${signin.status}`);
      return { token: signin.body.token, email: registration.email };
    },
    mailed: () => api.app.get(SubmissionsService).settled(),
  };
}

export { bearer };
