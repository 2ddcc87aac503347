import { SITE_PLAN_MESSAGES } from '#domain/property/property-profile.ts';
import { createPropertyLetterDrawer } from '#server/adapters/property-letter-pdf.ts';
import type { Feature, FeatureContext } from '#server/feature.ts';
import { PROPERTY_ATTENTION } from './property.attention.ts';
import { createPropertySealer, loadPropertyKeys } from './property-crypto.ts';
import { propertyRoutes } from './property.routes.ts';
import type { PropertyDeps } from './property.repo.ts';

/** What the property registry needs from the document library: its upload check. */
export interface PropertyPorts {
  /** Checks an uploaded file exactly like a library document (its type, its content). */
  checkUpload: (
    bytes: Buffer,
    expectedType: string,
    wrongTypeMessage: string,
  ) => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** Property profiles for responders (issue 30, decision 311): sealed with PROPERTY_KEYS. */
export function createProperty(
  { deps, readDistrict }: FeatureContext,
  ports: PropertyPorts,
): Feature {
  const property: PropertyDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    env: deps.env,
    sealer: createPropertySealer(loadPropertyKeys(deps.env)),
    readDistrictName: async () => (await readDistrict()).name,
    checkSitePlan: (bytes) =>
      ports.checkUpload(bytes, 'application/pdf', SITE_PLAN_MESSAGES.notPdf),
  };
  return {
    name: 'property',
    attention: PROPERTY_ATTENTION,
    routes: (app, { pages }) =>
      app.register(propertyRoutes, {
        property,
        pages,
        jobs: deps.jobs,
        dispatchToken: deps.env.PROPERTY_DISPATCH_TOKEN,
        drawLetter: createPropertyLetterDrawer({
          pdf: deps.pdfDrawer,
          readDistrict,
          logoPath: deps.env.PERMIT_LOGO_PATH,
        }),
      }),
  };
}
