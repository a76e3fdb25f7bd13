import { Component, type ReactNode } from 'react';
import { RawBubble } from './raw-bubble';

interface Props {
  payload: unknown;
  children: ReactNode;
}

/** One per bubble: a message that throws while rendering shows its raw JSON, the chat goes on. */
export class BubbleBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <RawBubble payload={this.props.payload} />;
    return this.props.children;
  }
}
