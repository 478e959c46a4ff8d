import Foundation

Launcher.ensureSingleThreadedOpenMP(arguments: Array(CommandLine.arguments.dropFirst()))
Launcher.leave(with: await SpendropCLI.run(Array(CommandLine.arguments.dropFirst())))
