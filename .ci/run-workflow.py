#!/usr/bin/env python3
"""Runs the steps of a GitHub Actions job on this machine, to test the
README's workflow and this repository's action.yml without GitHub.

    run-workflow.py WORKFLOW.yml --workspace DIR --temp DIR --cache DIR --action DIR

`run:` steps run in bash in the workspace, with their `env:` and the
`${{ ... }}` expressions the recipes use (inputs, steps.ID.outputs.KEY,
runner.temp, github.action_path) filled in. `uses:` steps:
  - actions/checkout: nothing (the workspace is ready);
  - tiplint/tiplint: the action.yml of the tiplint checkout --action names,
    its composite steps run the same way with the `with:` inputs;
  - actions/cache: restores PATH from, and saves it to, a directory per key
    under --cache (outputs.cache-hit as GitHub sets it);
  - github/codeql-action/upload-sarif: checks the SARIF file is there and
    holds runs.
`if:` takes always(), failure(), success() and `steps.X.outputs.Y != 'true'`
style comparisons. A failing step fails the job; later steps run only when
their `if:` says so. Prints each step and exits with the job's status
(0 success, 1 failure).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

import yaml

class Job:
    def __init__(self, workspace, temp, cache, action):
        self.workspace, self.temp, self.cache, self.action = workspace, temp, cache, action
        self.failed = False
        self.saves = []  # (key, path) to store after the job, as actions/cache's post step

    def run_steps(self, steps, context):
        for index, step in enumerate(steps):
            name = step.get("name") or step.get("uses") or step.get("run", "").split("\n")[0]
            if not self.condition(step.get("if"), context):
                print(f"-- skipped: {name}", flush=True)
                continue
            print(f"-- step: {name}", flush=True)
            outputs = self.run_step(step, context)
            if outputs is None:
                print(f"-- failed: {name}", flush=True)
                self.failed = True
            elif "id" in step:
                context["steps"][step["id"]] = {"outputs": outputs}

    def condition(self, expression, context):
        if expression is None:
            return not self.failed
        expression = expression.strip()
        if expression.startswith("${{"):
            expression = expression[3:-2].strip()
        if expression == "always()":
            return True
        if expression == "failure()":
            return self.failed
        if expression == "success()":
            return not self.failed
        match = re.fullmatch(r"(\S+)\s*(==|!=)\s*'([^']*)'", expression)
        if not match:
            sys.exit(f"run-workflow: cannot evaluate if: {expression}")
        value = str(self.lookup(match.group(1), context))
        return (value == match.group(3)) == (match.group(2) == "==") and not self.failed

    def lookup(self, path, context):
        value = context
        for part in path.split("."):
            value = value.get(part, "") if isinstance(value, dict) else ""
        return value

    def expand(self, text, context):
        return re.sub(r"\$\{\{\s*([^}]+?)\s*\}\}", lambda m: str(self.lookup(m.group(1), context)), str(text))

    def run_step(self, step, context):
        """The step's outputs, or None when it failed."""
        if "run" in step:
            return self.run_shell(step, context)
        uses = step["uses"]
        inputs = {k: self.expand(v, context) for k, v in (step.get("with") or {}).items()}
        if uses.startswith("actions/checkout@"):
            return {}
        if uses.startswith("tiplint/tiplint@"):
            return self.run_action(inputs, context)
        if uses.startswith("actions/cache@"):
            return self.restore(inputs)
        if uses.startswith("github/codeql-action/upload-sarif@"):
            path = os.path.join(self.workspace, inputs["sarif_file"])
            with open(path) as file:
                runs = json.load(file).get("runs")
            print(f"   upload-sarif: {inputs['sarif_file']} with {len(runs[0]['results'])} results", flush=True)
            return {} if runs else None
        sys.exit(f"run-workflow: no stand-in for uses: {uses}")

    def run_shell(self, step, context):
        output_file = os.path.join(self.temp, "github-output")
        open(output_file, "w").close()
        env = dict(os.environ)
        env.update({k: self.expand(v, context) for k, v in (step.get("env") or {}).items()})
        env.update({"GITHUB_OUTPUT": output_file, "GITHUB_WORKSPACE": self.workspace, "RUNNER_TEMP": self.temp,
                    "GITHUB_STEP_SUMMARY": os.path.join(self.temp, "step-summary.md")})
        script = self.expand(step["run"], context)
        status = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], cwd=self.workspace, env=env).returncode
        if status != 0:
            print(f"   exit status {status}", flush=True)
            return None
        with open(output_file) as file:
            return dict(line.rstrip("\n").split("=", 1) for line in file if "=" in line)

    def run_action(self, inputs, context):
        with open(os.path.join(self.action, "action.yml")) as file:
            action = yaml.safe_load(file)
        values = {name: inputs.get(name, spec.get("default", "")) for name, spec in action["inputs"].items()}
        inner = {"inputs": values, "steps": {}, "github": {"action_path": self.action}, "runner": context["runner"]}
        was_failed, self.failed = self.failed, False
        self.run_steps(action["runs"]["steps"], inner)
        failed, self.failed = self.failed, was_failed or self.failed
        return None if failed else {k: self.expand(v["value"], inner) for k, v in action.get("outputs", {}).items()}

    def restore(self, inputs):
        stored = os.path.join(self.cache, inputs["key"])
        path = inputs["path"]
        self.saves.append((inputs["key"], path))
        if os.path.isdir(stored):
            shutil.rmtree(path, ignore_errors=True)
            shutil.copytree(stored, path)
            print(f"   cache hit: {inputs['key']}", flush=True)
            return {"cache-hit": "true"}
        print(f"   cache miss: {inputs['key']}", flush=True)
        return {"cache-hit": "false"}

    def save_caches(self):
        for key, path in self.saves:
            stored = os.path.join(self.cache, key)
            if not os.path.isdir(stored) and os.path.isdir(path):
                shutil.copytree(path, stored)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow")
    parser.add_argument("--workspace", required=True)
    parser.add_argument("--temp", required=True)
    parser.add_argument("--cache", required=True)
    parser.add_argument("--action", required=True)
    arguments = parser.parse_args()
    with open(arguments.workflow) as file:
        workflow = yaml.safe_load(file)
    jobs = workflow["jobs"]
    job = Job(arguments.workspace, arguments.temp, arguments.cache, os.path.abspath(arguments.action))
    context = {"steps": {}, "runner": {"temp": arguments.temp}, "github": {}}
    job.run_steps(next(iter(jobs.values()))["steps"], context)
    job.save_caches()
    print("-- job " + ("failed" if job.failed else "succeeded"), flush=True)
    sys.exit(1 if job.failed else 0)


if __name__ == "__main__":
    main()
