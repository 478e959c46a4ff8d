import Foundation

Launcher.ensureSingleThreadedOpenMP(arguments: Array(CommandLine.arguments.dropFirst()))
exit(await SpendropCLI.run(Array(CommandLine.arguments.dropFirst())))
