import type { RouteModule } from '../../http/fastifyTypes';
import { changePasswordRoute } from './changePassword';
import { logoutRoute } from './logout';
import { requestOtpRoute } from './requestOtp';
import { resetPasswordRoute } from './resetPassword';
import { sessionRoute } from './session';
import { tokenRoute } from './token';
import { tokenOtpRoute } from './tokenOtp';
import { tokenRefreshRoute } from './tokenRefresh';
import { validateOtpRoute } from './validateOtp';

/** Sign-in and sessions (platform-shell 7 'Authentication'). */
export const authRoutes: RouteModule[] = [
  tokenRoute,
  tokenOtpRoute,
  tokenRefreshRoute,
  requestOtpRoute,
  validateOtpRoute,
  sessionRoute,
  logoutRoute,
  resetPasswordRoute,
  changePasswordRoute,
];
