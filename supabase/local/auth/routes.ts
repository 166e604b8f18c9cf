/** GoTrue's endpoints as supabase-js calls them: the routing table of /auth/v1. */
import type { Handler } from '../context.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { otp, recover, resend, verifyLinkGet, verifyOtpPost } from './verify.ts';
import { adminCreateUser, adminDeleteUser, adminGenerateLink, adminGetUser, adminListUsers, adminUpdateUser, invite } from './admin.ts';
import { authorize, health, settings } from './settings.ts';
import { reauthenticate } from './reauthenticate.ts';
import { linkIdentity, unlinkIdentity } from './identities.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './admin-factors.ts';

type Route = [method: string, path: RegExp, handler: Handler];

export const AUTH_ROUTES: Route[] = [
  ['POST', /^\/signup$/, signup],
  ['POST', /^\/token$/, token],
  ['GET', /^\/user$/, getUser],
  ['PUT', /^\/user$/, updateUser],
  ['POST', /^\/logout$/, logout],
  ['GET', /^\/reauthenticate$/, reauthenticate],
  ['GET', /^\/user\/identities\/authorize$/, linkIdentity],
  ['DELETE', /^\/user\/identities\/[^/]+$/, unlinkIdentity],
  ['POST', /^\/factors$/, enrollFactor],
  ['POST', /^\/factors\/[^/]+\/challenge$/, challengeFactor],
  ['POST', /^\/factors\/[^/]+\/verify$/, verifyFactor],
  ['DELETE', /^\/factors\/[^/]+$/, unenrollFactor],
  ['POST', /^\/recover$/, recover],
  ['POST', /^\/otp$/, otp],
  ['POST', /^\/magiclink$/, otp],
  ['POST', /^\/resend$/, resend],
  ['GET', /^\/verify$/, verifyLinkGet],
  ['POST', /^\/verify$/, verifyOtpPost],
  ['GET', /^\/authorize$/, authorize],
  ['GET', /^\/settings$/, settings],
  ['GET', /^\/health$/, health],
  ['POST', /^\/invite$/, invite],
  ['GET', /^\/admin\/users$/, adminListUsers],
  ['POST', /^\/admin\/users$/, adminCreateUser],
  ['GET', /^\/admin\/users\/[^/]+$/, adminGetUser],
  ['PUT', /^\/admin\/users\/[^/]+$/, adminUpdateUser],
  ['DELETE', /^\/admin\/users\/[^/]+$/, adminDeleteUser],
  ['GET', /^\/admin\/users\/[^/]+\/factors$/, adminListFactors],
  ['PUT', /^\/admin\/users\/[^/]+\/factors\/[^/]+$/, adminUpdateFactor],
  ['DELETE', /^\/admin\/users\/[^/]+\/factors\/[^/]+$/, adminDeleteFactor],
  ['POST', /^\/admin\/generate_link$/, adminGenerateLink],
];
