import { defineRoutes } from '../../platform/routes/types.ts';

export const authRoutes = defineRoutes([
  { path: '/login', title: 'Sign in', public: true, permissions: [], load: () => import('../../features/auth/LoginScreen.tsx') },
  { path: '/forgot-password', title: 'Forgot password', public: true, permissions: [], load: () => import('../../features/auth/ForgotPasswordScreen.tsx') },
  { path: '/reset-password/:id', title: 'Reset password', public: true, permissions: [], load: () => import('../../features/auth/ResetPasswordScreen.tsx') },
]);
