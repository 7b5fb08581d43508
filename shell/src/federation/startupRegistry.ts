import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteRegistry, inlineFirstManifestReader, type RemoteRegistry } from './remoteRegistry';

let registry: RemoteRegistry | null = null;

/**
 * The one remote registry of the page, shared by the entry (which starts loading the public
 * remote before the shell's own chunks have arrived) and the bootstrap. Its first read is the
 * remotes manifest the server inlined in the page; later reads fetch /remotes.json.
 */
export function startupRegistry(): RemoteRegistry {
  if (!registry) registry = createRemoteRegistry({ registerRemotes, loadRemote }, inlineFirstManifestReader());
  return registry;
}
