import { defineRoutes } from './types.ts';

export const authRoutes = defineRoutes([
  { path: '/login', title: 'Sign in', public: true, permissions: [], load: () => import('../../screens/auth/LoginScreen.tsx') },
  { path: '/forgot-password', title: 'Forgot password', public: true, permissions: [], load: () => import('../../screens/auth/ForgotPasswordScreen.tsx') },
  { path: '/reset-password/:id', title: 'Reset password', public: true, permissions: [], load: () => import('../../screens/auth/ResetPasswordScreen.tsx') },
]);
