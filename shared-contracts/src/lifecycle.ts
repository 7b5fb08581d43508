import type { Role } from './roles';
import type { PublicSettings } from './schemas/settings';

/** The user object the shell keeps in localStorage (one key) next to the token (another key). */
export interface SessionUser {
  id?: number;
  email?: string;
  name?: string;
  fullName?: string;
  username?: string;
  role?: string;
  roles?: string[];
  mustChangePassword?: boolean;
}

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
  /** Username from the token claims (username, else sub, else email). */
  username: string | null;
  /** Normalised roles from the token claims (default ESTUDIANTE). */
  roles: Role[];
  /** The strongest role: what decides the home and the guard. */
  role: Role;
  /** True while a token is stored and not expired: calls to the server carry it. */
  isAuthenticated: boolean;
  /**
   * True while the stored token has run out but the device is offline (or has just come back and
   * the shell is renewing the token through the refresh cookie): the same account stays in its
   * area to read what this device cached, with the same user and roles. `isAuthenticated` is false
   * meanwhile; a screen needs no rule of its own (its calls wait for the renewal, and actions that
   * need the server are disabled while offline). Never true without a stored token: a sign-out
   * ends it at once, and a refused renewal ends it as an expiry (/aula/login?e=exp).
   */
  keptOffline: boolean;
}

/** The narrow session API the shell hands to every remote. Remotes never create a store. */
export interface SessionApi {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** Stores token and user; the user may be null when only a token came back. */
  login(token: string, user?: SessionUser | null): void;
  /** Replaces the stored user (e.g. after /auth/me or a profile change). */
  setUser(user: SessionUser | null): void;
  /** Clears token and user. Does not navigate. */
  logout(): void;
}

export interface HttpRequestConfig {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the shell's global 401 handling (used by the sign-in form). */
  skipAuthRedirect?: boolean;
  responseType?: 'json' | 'blob' | 'text' | 'arraybuffer';
  /** Upload progress of a request body (multipart file uploads): bytes sent and, when known, the total. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

interface UploadProgress {
  loaded: number;
  total?: number;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string | undefined>;
}

/** The shell's one HTTP client (API base, credentials, bearer token, 401 handling). */
export interface HttpClient {
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  /** Absolute URL of an API path (for links such as file downloads). */
  url(path: string): string;
}

/** Site configuration the shell reads at start-up (no secrets). */
export interface SiteConfig {
  apiBase: string;
  contactEmail: string;
  contactPhone: string;
  /**
   * The public settings (branding, theme, SSO buttons, payment gateway and voucher bank data,
   * passing mark), inlined by the server; absent when it could not be read (use
   * DEFAULT_PUBLIC_SETTINGS).
   */
  settings?: PublicSettings;
}

/**
 * What changed, as the live event stream (GET /api/me/events) says it: a kind and ids, never personal data.
 * 'reset': the browser was away longer than the server keeps events; everything may have changed.
 */
export type LiveEventKind = 'notification' | 'payment' | 'grade' | 'attendance' | 'class' | 'settings' | 'release' | 'reset';

export interface LiveEvent {
  kind: LiveEventKind;
  /** The ids of what changed (notificationId, paymentId, orderId, key, remote…) and a status where one changed. */
  [field: string]: unknown;
}

/** 'open' while the stream is held; 'closed' while signed out, reconnecting, or where it cannot be held. */
export type LiveStatus = 'open' | 'closed';

/**
 * The shell's one live event stream of the browser, shared by every remote: screens refetch on its
 * events and poll only while it is closed.
 */
export interface LiveApi {
  status(): LiveStatus;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

/** Whether the page shows what it loaded before the connection went, and since when. */
export interface ConnectionSnapshot {
  offline: boolean;
  /** When the oldest thing on the screen was loaded (ms since the epoch). */
  savedAt: number;
}

/**
 * The shell's one watch of the connection (the browser's online/offline events and the service
 * worker's word that an answer came from its cache), shared by every remote: a screen disables
 * what needs the server while it is offline.
 */
export interface ConnectionApi {
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): () => void;
}

/** What every remote receives from the shell through single-spa customProps. */
export interface RemoteCustomProps {
  session: SessionApi;
  http: HttpClient;
  config: SiteConfig;
  /** Client-side navigation shared by all areas (single-spa navigateToUrl). */
  navigate(to: string): void;
  /** The live event stream (absent in a server render, and from a shell that predates it: screens then poll). */
  live?: LiveApi;
  /** The connection's state (absent in a server render, and from a shell that predates it: always online). */
  connection?: ConnectionApi;
}
