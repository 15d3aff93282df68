import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A route's page, loaded on demand (React.lazy) so each route downloads only its own code, and only once
 * the access gate lets the user in: a denied or unknown route never downloads the page it would have shown.
 */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Downloads the page's code without rendering it (the page-load prefetch, see `pagePrefetch.ts`). */
  preload: () => Promise<unknown>;
};

const page = <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyPage =>
  // The module loader caches the import, so a preloaded page renders without a second download.
  Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { preload: load },
  );

/**
 * The page of each path of the core's route table. A path without a page here would be a route the app
 * cannot show: `createAppRoutes` throws for it, and a unit test checks every table row has one.
 */
export const pageModules: Readonly<Record<string, LazyPage>> = {
  '/': page(
    () => import('../pages/public/LandingPage'),
    (m) => m.LandingPage,
  ),
  '/about': page(
    () => import('../pages/public/AboutPage'),
    (m) => m.AboutPage,
  ),
  '/auth/login': page(
    () => import('../pages/auth/LoginPage'),
    (m) => m.LoginPage,
  ),
  '/auth/logout': page(
    () => import('../pages/auth/LogoutPage'),
    (m) => m.LogoutPage,
  ),
  '/auth/forgot-password': page(
    () => import('../pages/auth/ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  '/auth/reset-password': page(
    () => import('../pages/auth/ResetPasswordPage'),
    (m) => m.ResetPasswordPage,
  ),
  '/best-practices': page(
    () => import('../pages/public/BestPracticesPage'),
    (m) => m.BestPracticesPage,
  ),
  '/chat-policy': page(
    () => import('../pages/public/ChatPolicyPage'),
    (m) => m.ChatPolicyPage,
  ),
  '/contact': page(
    () => import('../pages/public/ContactPage'),
    (m) => m.ContactPage,
  ),
  '/data-security': page(
    () => import('../pages/public/DataSecurityPage'),
    (m) => m.DataSecurityPage,
  ),
  '/privacy': page(
    () => import('../pages/public/PrivacyPage'),
    (m) => m.PrivacyPage,
  ),
  '/terms': page(
    () => import('../pages/public/TermsPage'),
    (m) => m.TermsPage,
  ),
  '/client/register': page(
    () => import('../pages/client/RegisterPage'),
    (m) => m.RegisterPage,
  ),
  '/my-bonds': page(
    () => import('../pages/investor/MyBondsPage'),
    (m) => m.MyBondsPage,
  ),
  '/client/transactions': page(
    () => import('../pages/transactions/TransactionsPage'),
    (m) => m.TransactionsPage,
  ),
  '/client/profile': page(
    () => import('../pages/settings/ProfilePage'),
    (m) => m.ProfilePage,
  ),
  '/dart': page(
    () => import('../pages/dart/DartPage'),
    (m) => m.DartPage,
  ),
  '/find': page(
    () => import('../pages/find/FindPage'),
    (m) => m.FindPage,
  ),
  '/inventory': page(
    () => import('../pages/inventory/InventoryPage'),
    (m) => m.InventoryPage,
  ),
  '/manage-clients': page(
    () => import('../pages/clients/ManageClientsPage'),
    (m) => m.ManageClientsPage,
  ),
  '/manage-clients/new': page(
    () => import('../pages/clients/clientPages'),
    (m) => m.NewClientPage,
  ),
  '/manage-clients/edit/:id': page(
    () => import('../pages/clients/clientPages'),
    (m) => m.EditClientPage,
  ),
  '/manage-users': page(
    () => import('../pages/administration/ManageUsersPage'),
    (m) => m.ManageUsersPage,
  ),
  '/exchange-credentials': page(
    () => import('../pages/administration/ExchangeCredentialsPage'),
    (m) => m.ExchangeCredentialsPage,
  ),
  '/mind': page(
    () => import('../pages/mind/mindPages'),
    (m) => m.MindPage,
  ),
  '/mind/chat/:id': page(
    () => import('../pages/mind/mindPages'),
    (m) => m.MindChatPage,
  ),
  '/mind/preview': page(
    () => import('../pages/mind/mindPages'),
    (m) => m.MindPreviewPage,
  ),
  '/mind/public/:id': page(
    () => import('../pages/mind/mindPages'),
    (m) => m.MindPublicChatPage,
  ),
  '/product/dart': page(
    () => import('../pages/public/ProductDartPage'),
    (m) => m.ProductDartPage,
  ),
  '/product/find': page(
    () => import('../pages/public/ProductFindPage'),
    (m) => m.ProductFindPage,
  ),
  '/product/mind': page(
    () => import('../pages/public/ProductMindPage'),
    (m) => m.ProductMindPage,
  ),
  '/profile': page(
    () => import('../pages/settings/ProfilePage'),
    (m) => m.ProfilePage,
  ),
  '/security/:id': page(
    () => import('../pages/security/SecurityPage'),
    (m) => m.SecurityPage,
  ),
  '/surveillance': page(
    () => import('../pages/surveillance/SurveillancePage'),
    (m) => m.SurveillancePage,
  ),
};
