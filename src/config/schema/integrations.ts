/** `integrations`: analytics, chat and consent tools (docs-json.md §1.3.13). Strict: unknown keys are errors. */
import { z } from 'zod';

const key = (description: string) => z.string().min(1).describe(description);
const startsWith = (prefix: string, description: string) =>
  z
    .string()
    .refine((v) => v.startsWith(prefix), { error: `expected a value starting with "${prefix}"` })
    .describe(description);
const noScheme = (description: string) =>
  z
    .string()
    .refine((v) => !/^https?:\/\//.test(v), { error: 'expected a bare domain without "https://"' })
    .describe(description);
const httpsUrl = (description: string) =>
  z
    .string()
    .refine((v) => v.startsWith('https://') && URL.canParse(v), { error: 'expected an https:// URL' })
    .describe(description);

/** Third-party integrations by name. */
export const IntegrationsSchema = z
  .strictObject({
    /** Adobe Analytics. */
    adobe: z
      .object({ launchUrl: httpsUrl('Adobe Launch script URL.') })
      .optional()
      .describe('Adobe Analytics.'),
    /** Amplitude. */
    amplitude: z
      .object({ apiKey: key('Amplitude API key.') })
      .optional()
      .describe('Amplitude analytics.'),
    /** Microsoft Clarity. */
    clarity: z
      .object({ projectId: key('Clarity project id.') })
      .optional()
      .describe('Microsoft Clarity.'),
    /** Clearbit. */
    clearbit: z
      .object({ publicApiKey: key('Clearbit public API key.') })
      .optional()
      .describe('Clearbit.'),
    /** Fathom. */
    fathom: z
      .object({ siteId: key('Fathom site id.') })
      .optional()
      .describe('Fathom analytics.'),
    /** Front chat. */
    frontchat: z
      .object({ snippetId: z.string().min(6).describe('Front chat snippet id.') })
      .optional()
      .describe('Front chat widget.'),
    /** Google Analytics 4. */
    ga4: z
      .object({ measurementId: startsWith('G', 'GA4 measurement id, e.g. `G-XXXXXXX`.') })
      .optional()
      .describe('Google Analytics 4.'),
    /** Google Tag Manager. */
    gtm: z
      .object({ tagId: startsWith('G', 'Tag Manager container id, e.g. `GTM-XXXXXX`.') })
      .optional()
      .describe('Google Tag Manager.'),
    /** Heap. */
    heap: z
      .object({ appId: key('Heap app id.') })
      .optional()
      .describe('Heap analytics.'),
    /** Hightouch. */
    hightouch: z
      .object({
        writeKey: key('Hightouch write key.'),
        apiHost: z.string().optional().describe('Hightouch API host.'),
      })
      .optional()
      .describe('Hightouch events.'),
    /** Hotjar. */
    hotjar: z
      .object({ hjid: key('Hotjar site id.'), hjsv: key('Hotjar snippet version.') })
      .optional()
      .describe('Hotjar.'),
    /** Intercom. */
    intercom: z
      .object({ appId: z.string().min(6).describe('Intercom app id.') })
      .optional()
      .describe('Intercom chat widget.'),
    /** Koala. */
    koala: z
      .object({ publicApiKey: z.string().min(2).describe('Koala public API key.') })
      .optional()
      .describe('Koala.'),
    /** LogRocket. */
    logrocket: z
      .object({ appId: key('LogRocket app id.') })
      .optional()
      .describe('LogRocket.'),
    /** Mixpanel. */
    mixpanel: z
      .object({
        projectToken: key('Mixpanel project token.'),
        region: z.enum(['us', 'eu', 'in']).optional().describe('Data residency region.'),
      })
      .optional()
      .describe('Mixpanel.'),
    /** OneTrust cookie consent. */
    onetrust: z
      .object({
        domainScript: key('OneTrust domain script id.'),
        categoryId: z.string().optional().describe('Consent category that gates analytics.'),
        scriptSource: httpsUrl('URL of the OneTrust script.').optional(),
      })
      .optional()
      .describe('OneTrust cookie consent.'),
    /** Pirsch. */
    pirsch: z
      .object({ id: key('Pirsch identification code.') })
      .optional()
      .describe('Pirsch analytics.'),
    /** PostHog. */
    posthog: z
      .object({
        apiKey: startsWith('phc_', 'PostHog project API key (starts with `phc_`).'),
        apiHost: httpsUrl('PostHog API host URL.').optional(),
        sessionRecording: z.boolean().optional().describe('Enable session recording.'),
      })
      .optional()
      .describe('PostHog.'),
    /** Plausible. */
    plausible: z
      .object({
        domain: noScheme('Site domain as registered in Plausible, without `https://`.'),
        server: noScheme('Self-hosted Plausible server, without `https://`.').optional(),
      })
      .optional()
      .describe('Plausible analytics.'),
    /** Segment. */
    segment: z
      .object({
        key: key('Segment write key.'),
        cdnUrl: httpsUrl('Custom CDN URL (no query or hash).')
          .refine((v) => !/[?#]/.test(v), { error: 'expected a CDN URL without a query (?…) or hash (#…)' })
          .optional(),
      })
      .optional()
      .describe('Segment.'),
    /** Telemetry switch. */
    telemetry: z
      .object({ enabled: z.boolean().optional().describe('`false` disables telemetry and feedback features.') })
      .optional()
      .describe('Telemetry.'),
    /** Consent cookie gating analytics. */
    cookies: z
      .object({
        key: z.string().optional().describe('Name of the consent cookie.'),
        value: z.string().optional().describe('Value of the cookie that means consent was given.'),
      })
      .optional()
      .describe('Load analytics only once this consent cookie is set.'),
    /** Transcend consent. */
    transcend: z
      .object({
        bundleId: z
          .string()
          .regex(/^[a-zA-Z0-9_-]+$/, { error: 'expected letters, digits, "_" or "-"' })
          .describe('Transcend bundle id.'),
        analyticsPurpose: z.string().optional().describe('Consent purpose that gates analytics.'),
      })
      .optional()
      .describe('Transcend consent management.'),
  })
  .describe('Analytics, chat and consent integrations (unknown keys are errors).');

export type Integrations = z.output<typeof IntegrationsSchema>;
