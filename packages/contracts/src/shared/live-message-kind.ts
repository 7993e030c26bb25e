import type { TSchema } from 'typebox';

/**
 * A kind of live-channel message addressed to one company or one user: its `type` is
 * `{kind}-{id}` (`fleet-task-eta-1001`), and the server delivers it to every connection of that
 * company or user (LIVE-4). A domain declares its kinds in its own `live-messages.ts`;
 * catalogue/live-messages.ts lists them, and from that list the protocol (live/live-channel.ts),
 * the simulator's hub and the web's channels follow.
 */
export interface AddressedLiveKind<K extends string = string, P extends TSchema = TSchema> {
  /** The type's prefix and the kind's name, kebab-case: `fleet-task-eta`. */
  readonly kind: K;
  /** Whose id ends the type: the connections of that company or that user receive it. */
  readonly addressedTo: 'company' | 'user';
  readonly payload: P;
  /** The `$id` of the whole message's schema, e.g. `FleetTaskEtaMessage`. */
  readonly messageId: string;
}

export function defineAddressedLiveKind<const K extends string, P extends TSchema>(
  kind: AddressedLiveKind<K, P>,
): AddressedLiveKind<K, P> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(kind.kind))
    throw new Error(`Live message kind ${kind.kind} is not kebab-case`);
  return kind;
}
