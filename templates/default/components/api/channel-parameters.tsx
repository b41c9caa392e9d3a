/** The parameters of an AsyncAPI channel's address (`/rooms/{roomId}`), as field rows with anchors. */
import type { VNode } from 'preact';
import type { ChannelModel } from '../../../../src/render/page-data.js';
import { FieldList } from './schema.js';
import { type ApiEnv, Section } from './shared.js';

/** Props of the parameters section. */
export interface ChannelParametersProps {
  channel: ChannelModel;
  env: ApiEnv;
}

/** The address parameters, when the channel has any. */
export function ChannelParameters(props: ChannelParametersProps): VNode | null {
  const { parameters } = props.channel;
  if (parameters.length === 0) return null;
  return (
    <Section title="Parameters" level={2} id="api-channel-parameters" className="q-api-params">
      <FieldList env={props.env} fields={parameters} />
    </Section>
  );
}
