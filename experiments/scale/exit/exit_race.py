"""One two-process gloo job as our loop ends one (DDP, collectives, a barrier, the group destroyed), then exit.
`raw`: the group destroyed with DDP still holding it (the loop before the fix); `ours`: `parallel.join`/`leave`.
Prints each process's thread count at its start and after leaving: gloo's worker threads still alive at exit
are what can abort a finished process. Run under torchrun (see README)."""
import datetime, os, sys
import torch
import torch.distributed as dist

variant = sys.argv[1]
threads = lambda: len(os.listdir("/proc/self/task"))
start = threads()
model = torch.nn.Linear(64, 64)
if variant == "ours":
    from rookworld_nb.parallel import join, leave
    world = join(model)
    ddp = world.ddp
else:
    dist.init_process_group("gloo", timeout=datetime.timedelta(minutes=5))
    ddp = torch.nn.parallel.DistributedDataParallel(model)
for _ in range(3):  # a step's collectives: DDP's all-reduce, an object gather, a tensor all-reduce
    ddp(torch.randn(4, 64)).sum().backward()
    box = [None] * dist.get_world_size()
    dist.all_gather_object(box, {"rank": dist.get_rank(), "payload": list(range(100))})
    dist.all_reduce(torch.ones(2, dtype=torch.float64))
del ddp
if variant == "ours":
    leave(world)
else:
    dist.barrier()
    dist.destroy_process_group()
print("threads", variant, start, threads(), flush=True)
