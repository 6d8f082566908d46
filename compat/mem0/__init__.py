"""mem0's platform wire contract (the `mem0ai` Python and npm clients), under `/mem0/`."""
