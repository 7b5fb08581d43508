import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RENDER_ERROR_EVENT } from '@inpro/shared-contracts';
import { AppErrorScreen } from './AppErrorScreen';
import { ChunkFailure } from './ChunkFailure';
import { isChunkLoadError } from './chunkError';

interface Props {
  area?: string;
  /** Tells the shell's field signals (RENDER_ERROR_EVENT); false for the shell's own frame. */
  report?: boolean;
  /** Shown instead of the failure screens: for a part of a screen (a card's chart), not the area. */
  fallback?: ReactNode;
  children: ReactNode;
}
interface State {
  error: unknown;
  attempt: number;
}

/**
 * Catches render errors of an area. A failed lazy chunk shows the chunk-failure screen with a
 * retry that re-renders the tree (React.lazy loaders retry on the next render); anything else
 * shows the application-error screen. Either way the shell's field signals hear of it (a window
 * event, RENDER_ERROR_EVENT: a failed chunk counts as a load failure, anything else as a render error).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[inpro] error in area', this.props.area, error, info.componentStack);
    if (this.props.report !== false && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { detail: { chunk: isChunkLoadError(error) } }));
    }
  }

  private retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  render() {
    const { error, attempt } = this.state;
    if (error) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return isChunkLoadError(error) ? <ChunkFailure area={this.props.area} onRetry={this.retry} /> : <AppErrorScreen />;
    }
    return (
      <div key={attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
