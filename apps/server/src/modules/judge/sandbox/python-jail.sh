#!/bin/sh
# The jail of one Python child (docs/judge.md "Threat model"). python-command.ts runs this script as root inside
# `unshare --mount --pid --net --ipc --uts --fork --kill-child`, with an empty environment: it is PID 1 of a PID
# namespace of its own (the program sees no process outside it), in a network namespace with no interface but a loopback
# that is down, and in a mount namespace whose changes the host never sees. Here it builds the only file system the
# program will see, a read-only tmpfs holding the node binary, the system libraries, pyodide and the child script,
# then enters it with chroot as a uid and gid of the child's own (never shared by two live children), under rlimits.
# Nothing else of the machine is mounted: not the server's files, not /proc, not a socket, not a device but null,
# zero and urandom.
#
# Arguments: ROOT NODE PYODIDE_DIR CHILD_SCRIPT SNAPSHOT_FILE|- UID DATA_BYTES CPU_SECONDS -- NODE_ARGS...
set -eu
PATH=/usr/sbin:/usr/bin:/sbin:/bin
root=$1 node=$2 pyodide=$3 child=$4 snapshot=$5 uid=$6 data=$7 cpu=$8
shift 8
[ "$1" = "--" ] && shift

# Nothing mounted from here on propagates back to the host.
mount --make-rprivate /
mount -t tmpfs -o size=64k,mode=0755,nosuid,nodev jail "$root"

# A read-only bind of a file or folder of the host, at the same path inside the jail or at the path given second.
# (A mount below a bound folder would come along writable: none is expected under the library folders.)
bind() {
  target="$root${2:-$1}"
  if [ -d "$1" ]; then mkdir -p "$target"; else mkdir -p "$(dirname "$target")" && : >"$target"; fi
  mount --rbind "$1" "$target"
  mount -o remount,bind,ro,nosuid,nodev "$target"
}

# The dynamic loader and the libraries node links against. Symbolic links (Debian's /lib -> usr/lib) are copied as
# links so that the paths the loader was built with resolve inside the jail as they do outside.
for dir in /lib /lib32 /lib64 /libx32 /usr/lib /usr/lib64 /usr/local/lib; do
  if [ -L "$dir" ]; then
    mkdir -p "$(dirname "$root$dir")"
    ln -s "$(readlink "$dir")" "$root$dir"
  elif [ -d "$dir" ]; then
    bind "$dir"
  fi
done
bind "$node" /node
bind "$pyodide" /pyodide
bind "$child" /child.mjs
[ "$snapshot" = "-" ] || bind "$snapshot" /pyodide.snapshot
mkdir -p "$root/dev"
for device in null zero urandom; do
  : >"$root/dev/$device"
  mount --bind "/dev/$device" "$root/dev/$device"
done
mount -o remount,ro,nosuid,nodev "$root"

# prlimit and chroot run from the host's /usr/bin before the chroot; chroot then drops to the child's own uid and
# gid with no supplementary groups and starts node inside the jail with an empty environment. This shell stays as
# the namespace's PID 1, as root, which the program cannot signal: when the pool kills unshare, the kernel kills this
# shell (unshare --kill-child) and with it every process of the namespace. (Had node been PID 1 itself, dropping
# to its uid would have cleared that parent-death signal, and a killed unshare would have left it running.)
env -i "$(command -v prlimit)" --data="$data" --cpu="$cpu" --fsize=0 --nofile=64 --nproc=64 --core=0 --memlock=0 -- \
  "$(command -v chroot)" --userspec="$uid:$uid" --groups="$uid" "$root" /node "$@"
